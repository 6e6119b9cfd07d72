export * from './catalogue';
export * from './errors';
export * from './schemas/catalogue';
export * from './content/content-schema';
export * from './rules/pass-mark';
export * from './content/content-rules';
export * from './rules/password-policy';
export * from './schemas/auth';
