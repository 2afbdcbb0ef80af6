/**
 * The parts of the MAGIC candidate query (magic.repository.ts listMagicCandidates), each a group of
 * CTEs over the ones before it: the viewer's taste (favourites, their matching genres with weights,
 * members of like taste), the bounded candidate pools, how each candidate's genres and answers
 * match, and the taste and own-answer signals.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  genres,
  requestGenres,
  requests,
  responseGenres,
  responses,
  savedSongs,
  upvotedRequests,
  userGenres,
} from '../../db/schema/index';
import { genreRelationCtes } from './magic-genre-relation';
import { GENRE_MATCH_WEIGHTS } from './magic-genre-tree';

/** Sizes of the magic candidate pools (bounded pools, so ranking never sorts the whole table). */
export const MAGIC_POOLS = { recent: 300, favourite: 300, engaged: 100 } as const;

/** `fav` (the viewer's favourites), the genre relation, `wfav` (matching genres with weights) and `peers`. */
export function viewerTasteCtes(viewerId: number): SQL {
  return sql`fav as (
      select ${userGenres.genreId} as genre_id from ${userGenres} where ${userGenres.userId} = ${viewerId}
    ),
    ${genreRelationCtes()},
    -- every genre that matches the favourites, with its weight (magic-genre-tree.ts GENRE_MATCH_WEIGHTS)
    wfav as (
      select genre_id, max(w) as w from (
        select genre_id, ${GENRE_MATCH_WEIGHTS.exact}::real as w from fav
        union all select rel.child, ${GENRE_MATCH_WEIGHTS.child}::real from rel join fav on fav.genre_id = rel.ancestor
        union all select rel.ancestor, ${GENRE_MATCH_WEIGHTS.parent}::real from rel join fav on fav.genre_id = rel.child
      ) m group by genre_id
    ),
    -- members of like taste: sharing a favourite genre with the viewer
    peers as (
      select distinct ug.user_id from ${userGenres} ug join fav on fav.genre_id = ug.genre_id where ug.user_id <> ${viewerId}
    )`;
}

/** `cand`: the newest requests, the newest tagged with a matching genre, and the most answered, all within `where`. */
export function candidatePoolCte(where: SQL): SQL {
  return sql`
    cand as (
      (select ${requests.id} as id from ${requests} where ${where}
        order by ${requests.createdAt} desc, ${requests.id} desc limit ${MAGIC_POOLS.recent})
      union
      (select ${requests.id} from ${requests}
        where ${requests.id} in (
          select rg.request_id from wfav
          cross join lateral (
            select ${requestGenres.requestId} as request_id from ${requestGenres}
            where ${requestGenres.genreId} = wfav.genre_id order by ${requestGenres.requestId} desc limit ${MAGIC_POOLS.favourite}
          ) rg
        ) and ${where}
        order by ${requests.id} desc limit ${MAGIC_POOLS.favourite})
      union
      (select ${requests.id} from ${requests} where ${where}
        order by ${requests.responses} desc, ${requests.id} desc limit ${MAGIC_POOLS.engaged})
    )`;
}

/** `req_match` and `resp_match`: each candidate's matching genres, and its answers' matching tags, weighted. */
export function genreMatchCtes(): SQL {
  return sql`
    req_match as (
      select rg.request_id, array_agg(g.name order by wfav.w desc, g.name) as names, array_agg(wfav.w order by wfav.w desc, g.name) as weights
      from ${requestGenres} rg join wfav on wfav.genre_id = rg.genre_id join ${genres} g on g.id = rg.genre_id
      where rg.request_id in (select id from cand)
      group by rg.request_id
    ),
    resp_match as (
      select r.request_id, sum(wfav.w)::real as n, array_agg(distinct g.name) as names
      from ${responses} r
      join ${responseGenres} xg on xg.response_id = r.id
      join wfav on wfav.genre_id = xg.genre_id
      join ${genres} g on g.id = xg.genre_id
      where r.request_id in (select id from cand)
      group by r.request_id
    )`;
}

/** `taste` (upvotes, saves and verdicts by members of like taste) and `own` (the viewer's answers) per candidate. */
export function signalCtes(viewerId: number): SQL {
  return sql`
    taste as (
      select t.request_id, count(*)::int as n from (
        select v.request_id from ${upvotedRequests} v join peers p on p.user_id = v.user_id
          where v.request_id = any(array(select id from cand))
        union all
        select s.request_id from ${savedSongs} s join peers p on p.user_id = s.user_id
          where s.request_id = any(array(select id from cand))
        union all
        -- the request's author, of like taste, liked or discovered an answer
        select x.request_id from ${responses} x join ${requests} o on o.id = x.request_id join peers p on p.user_id = o.user_id
          where x.request_id = any(array(select id from cand)) and x.verdict in ('loved', 'new_to_me')
      ) t group by t.request_id
    ),
    own as (
      -- how many responses the viewer wrote on each candidate (they do not lift it for them)
      select x.request_id, count(*)::int as n from ${responses} x
      where x.user_id = ${viewerId} and x.request_id = any(array(select id from cand))
      group by x.request_id
    )`;
}
