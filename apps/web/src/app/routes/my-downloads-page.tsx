export { DownloadsPage as MyDownloadsPage } from '../../features/downloads/components/downloads-page';
