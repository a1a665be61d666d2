import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const a = await PGlite.create();
console.log('create', Date.now() - t);
t = Date.now();
await a.exec('create table x(a int); insert into x values (1)');
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
await a.close();
const buf = Buffer.from(await dump.arrayBuffer());
fs.writeFileSync('/tmp/pgl-template.tar', buf);
t = Date.now();
const b = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync('/tmp/pgl-template.tar')]) });
console.log('create from dump', Date.now() - t);
t = Date.now();
console.log(await b.query('select * from x'));
