//! A library file changed in place — by `procmem add` and by the MCP server's outcomes and
//! lessons — so that no writer loses another's update and no reader sees half a file:
//! an exclusive lock on a sidecar lock file (`.library.json.lock` beside it; std's `File::lock`,
//! an advisory `flock` on Unix, `LockFileEx` on Windows), the file read again under the lock,
//! the change applied to what it holds now, the result checked as an import would be, written
//! to a temporary file in the same directory, flushed to disk and renamed over it.

use crate::cli::json_out;
use procmem::storage::{self, ExportFile};
use std::path::{Path, PathBuf};

/// What identifies one version of a file on disk: a writer that renames a new file over it
/// changes the inode, one that writes in place the length or the modification time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    modified: Option<std::time::SystemTime>,
    len: u64,
    #[cfg(unix)]
    ino: u64,
}

/// The file's stamp, or None when it cannot be read (missing, no permission).
pub fn stamp(path: &Path) -> Option<Stamp> {
    let m = std::fs::metadata(path).ok()?;
    Some(Stamp {
        modified: m.modified().ok(),
        len: m.len(),
        #[cfg(unix)]
        ino: std::os::unix::fs::MetadataExt::ino(&m),
    })
}

/// Reads and checks a library file as an import is checked; the error is one sentence.
pub fn read(path: &Path) -> Result<ExportFile, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    storage::parse_import(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn lock_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.lock"))
}

/// Applies `change` to the library at `path` under the lock and writes it back. A missing file
/// is an error unless `create` (then the change starts from an empty library). Returns the
/// change's answer, the library as written and its stamp, taken before the lock is released
/// (so a caller that watches the file never takes another writer's version for its own).
pub fn update<T>(
    path: &Path,
    create: bool,
    now: f64,
    change: impl FnOnce(&mut ExportFile) -> Result<T, String>,
) -> Result<(T, ExportFile, Option<Stamp>), String> {
    let lock_path = lock_path(path);
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|e| format!("cannot open the lock file {}: {e}", lock_path.display()))?;
    lock.lock()
        .map_err(|e| format!("cannot lock {}: {e}", lock_path.display()))?;
    let mut file = if create && !path.exists() {
        storage::export_file(vec![], vec![], None, now)
    } else {
        read(path)?
    };
    let out = change(&mut file)?;
    let file = storage::reexport(file, now);
    let text = json_out(&file);
    storage::parse_import(&text).map_err(|e| format!("the library would not read back: {e}"))?;
    write_atomically(path, &text)?;
    let written = stamp(path);
    drop(lock);
    Ok((out, file, written))
}

/// Replaces `path` whole: the text goes to a temporary file beside it, flushed to disk, then is
/// renamed over it, so a reader never sees half a library, even after a crash.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.sync_all()
    });
    if let Err(e) = written.and_then(|()| std::fs::rename(&tmp, path)) {
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(e));
    }
    // The rename itself reaches the disk with the directory (not possible on every platform).
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}
