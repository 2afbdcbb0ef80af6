/** The routes of admin-data/admin-data.routes: schemas, summary, access and enforced limit, by route name. */
import { adminDataStatsSchema, adminGenreStatsSchema } from '../schemas';
import { z } from 'zod';
import {
  adminDataPageQuerySchema,
  adminDataRequestsPageSchema,
  adminDataResponsesPageSchema,
  adminDataSavesPageSchema,
  adminDataUsersPageSchema,
} from '../schemas';
import { type RouteDefinitions } from './route-definition';

/** A CSV export streamed row by row: the schema only documents the 200. */
const csvAnswer = z.unknown().describe('text/csv');

export const adminDataDefinitions = {
  getAdminDataStats: {
    summary: 'Dashboard totals (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: adminDataStatsSchema },
  },
  getAdminDataGenres: {
    summary: 'Genre usage (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: adminGenreStatsSchema },
  },
  getAdminDataUsers: {
    summary: 'Users table, keyset pages (staff)',
    access: 'staff',
    limit: 'global',
    query: adminDataPageQuerySchema,
    answer: { 200: adminDataUsersPageSchema },
  },
  getAdminDataRequests: {
    summary: 'Requests table, keyset pages (staff)',
    access: 'staff',
    limit: 'global',
    query: adminDataPageQuerySchema,
    answer: { 200: adminDataRequestsPageSchema },
  },
  getAdminDataResponses: {
    summary: 'Responses table, keyset pages (staff)',
    access: 'staff',
    limit: 'global',
    query: adminDataPageQuerySchema,
    answer: { 200: adminDataResponsesPageSchema },
  },
  getAdminDataSaves: {
    summary: 'Saves table, keyset pages (staff)',
    access: 'staff',
    limit: 'global',
    query: adminDataPageQuerySchema,
    answer: { 200: adminDataSavesPageSchema },
  },
  getAdminDataExportUsers: {
    summary: 'Users as CSV (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: csvAnswer },
  },
  getAdminDataExportRequests: {
    summary: 'Requests as CSV (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: csvAnswer },
  },
  getAdminDataExportResponses: {
    summary: 'Responses as CSV (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: csvAnswer },
  },
  getAdminDataExportSaves: {
    summary: 'Saves as CSV (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: csvAnswer },
  },
  getAdminDataExportUserGenres: {
    summary: 'Members’ genres as CSV (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: csvAnswer },
  },
  getAdminDataExportRequestGenres: {
    summary: 'Request genres as CSV (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: csvAnswer },
  },
} as const satisfies RouteDefinitions;
