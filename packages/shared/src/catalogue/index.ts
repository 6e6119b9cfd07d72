export * from './languages';
export * from './categories';
export * from './certifications';
