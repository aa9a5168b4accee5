export { default, generateMetadata } from '../register/page';
