/** Public entry points of the profiles feature: other features import only from here (eslint.config.js). */
