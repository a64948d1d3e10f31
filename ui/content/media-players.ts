/** The video players of `ContentMedia`, one chunk: pages whose media are all images never load it. */
export { ContentVideo } from './ContentVideo';
export { ExternalVideo } from './ExternalVideo';
