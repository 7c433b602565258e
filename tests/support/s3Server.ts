import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** s3rver's fixed key pair: it checks request signatures against it, as a real bucket would. */
export const S3_TEST_CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

/**
 * A local S3-compatible server (s3rver) with one empty bucket, files in a throwaway folder.
 * Returns the environment an app instance needs to use it, a client for the test's own looks, and `stop`.
 * Port 0 (the default): the OS picks a free one, so suites running side by side never meet.
 */
export async function startS3Server(port = 0, bucket = 'lyceum-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-s3-'))
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const bound = await server.run()
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${bound.port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...S3_TEST_CREDENTIALS,
  }
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  const stop = async () => {
    client.destroy()
    await server.close()
    fs.rmSync(directory, { recursive: true, force: true })
  }
  return { env, directory, client, stop }
}
