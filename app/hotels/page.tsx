export { default, generateMetadata } from '../hotel/page';
