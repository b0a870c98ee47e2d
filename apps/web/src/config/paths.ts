/** Every route of the product lives in packages/shared, so the server knows them too (real 404s, sitemap). */
export { paths } from '@nafasi/shared/paths';
