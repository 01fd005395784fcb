import { startPage } from './pageScript';

startPage();
