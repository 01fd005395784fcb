/// <reference lib="webworker" />
// The service worker, built by InjectManifest in production only: one module per job.
import './precache';
import './photos';
import './workImages';
import './urlSchemeMigration';
import './updates';
import './leadQueues';
