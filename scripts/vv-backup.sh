#!/bin/sh
# vv-backup: a nightly dump of the Vineyard Valley database, with retention (docs/operations.md,
# "Backups and restore"). Install as /usr/local/bin/vv-backup and run it from cron with
# DATABASE_URL set; BACKUP_DIR defaults to /var/backups/vineyard-valley.
# A dump holds every player's e-mail address and password hash: the folders are written 0700 and
# the dumps 0600 (umask 077), readable by the user that runs the job only.
set -eu
umask 077
dir=${BACKUP_DIR:-/var/backups/vineyard-valley}
mkdir -p "$dir/daily" "$dir/weekly"
chmod 700 "$dir" "$dir/daily" "$dir/weekly"
file="$dir/daily/vv-$(date -u +%Y-%m-%dT%H%MZ).dump"
pg_dump --format=custom --no-owner --file="$file.partial" "$DATABASE_URL"
chmod 600 "$file.partial"
mv "$file.partial" "$file"                              # only complete dumps count
pg_restore --list "$file" >/dev/null                   # readable, or the job fails
if [ "$(date -u +%u)" = 7 ]; then cp -p "$file" "$dir/weekly/"; fi  # Sundays: keep a weekly copy
find "$dir/daily" -name 'vv-*.dump' -mtime +14 -delete
find "$dir/weekly" -name 'vv-*.dump' -mtime +56 -delete
echo "$file"
