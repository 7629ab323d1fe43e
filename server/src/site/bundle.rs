//! The site carried inside the `tableside` binary, so deploying is copying one
//! file. `tableside --bundle-site SITE OUT` writes a copy of itself with the
//! site's files appended; at start-up the binary reads them back from its own
//! end. An executable ignores bytes after its last section, and appending takes
//! seconds where compiling the files in would rebuild the server after the site.
//!
//! Layout after the executable: for each file, its path's length (u32), the path
//! (UTF-8), its length (u64) and its bytes; then the whole payload's length (u64)
//! and [`MAGIC`]. Integers are little-endian.

use super::Files;
use std::{
    io::{Read, Seek, SeekFrom},
    path::Path,
};

const MAGIC: &[u8; 8] = b"TBLSITE1";
const TRAILER: usize = 8 + MAGIC.len();

/// `executable` (any site it already carries left out) followed by `files`.
pub fn append(executable: &[u8], files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let executable = &executable[..executable.len() - carried_len(executable)];
    let mut payload = Vec::new();
    for (path, bytes) in files {
        payload.extend_from_slice(&(path.len() as u32).to_le_bytes());
        payload.extend_from_slice(path.as_bytes());
        payload.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        payload.extend_from_slice(bytes);
    }
    let mut out = executable.to_vec();
    out.extend_from_slice(&payload);
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(MAGIC);
    out
}

/// The files carried at the end of the executable at `path`: `None` when it
/// carries none, an error when what it carries is damaged.
pub fn carried(path: &Path) -> Result<Option<Files>, String> {
    let damaged = |what: &str| {
        format!(
            "{}: the site it carries is damaged ({what})",
            path.display()
        )
    };
    let mut file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let size = file.metadata().map_err(|e| e.to_string())?.len();
    if size < TRAILER as u64 {
        return Ok(None);
    }
    let mut trailer = [0u8; TRAILER];
    file.seek(SeekFrom::End(-(TRAILER as i64)))
        .and_then(|_| file.read_exact(&mut trailer))
        .map_err(|e| e.to_string())?;
    if &trailer[8..] != MAGIC {
        return Ok(None);
    }
    let payload_len = u64::from_le_bytes(trailer[..8].try_into().expect("8 bytes"));
    if payload_len > size - TRAILER as u64 {
        return Err(damaged("its length"));
    }
    let mut payload = vec![0u8; payload_len as usize];
    file.seek(SeekFrom::End(-(TRAILER as i64) - payload_len as i64))
        .and_then(|_| file.read_exact(&mut payload))
        .map_err(|e| e.to_string())?;
    parse(&payload)
        .map(Some)
        .ok_or_else(|| damaged("its files"))
}

/// How many bytes at the end of `executable` are a carried site.
fn carried_len(executable: &[u8]) -> usize {
    let Some(trailer) = executable
        .len()
        .checked_sub(TRAILER)
        .map(|at| &executable[at..])
    else {
        return 0;
    };
    if &trailer[8..] != MAGIC {
        return 0;
    }
    let payload = u64::from_le_bytes(trailer[..8].try_into().expect("8 bytes")) as usize;
    (payload + TRAILER).min(executable.len())
}

fn parse(mut payload: &[u8]) -> Option<Files> {
    fn take<'a>(from: &mut &'a [u8], n: usize) -> Option<&'a [u8]> {
        let (head, rest) = (from.len() >= n).then(|| from.split_at(n))?;
        *from = rest;
        Some(head)
    }
    let mut files = Vec::new();
    while !payload.is_empty() {
        let path_len = u32::from_le_bytes(take(&mut payload, 4)?.try_into().ok()?) as usize;
        let path = String::from_utf8(take(&mut payload, path_len)?.to_vec()).ok()?;
        let len = u64::from_le_bytes(take(&mut payload, 8)?.try_into().ok()?) as usize;
        files.push((path, take(&mut payload, len)?.to_vec()));
    }
    Some(files)
}

/// `tableside --bundle-site SITE OUT`: checks the site loads, then writes OUT,
/// this executable with the site appended, runnable.
pub fn write_bundle(site_root: &Path, out: &Path) -> Result<String, String> {
    let files = super::read_tree(site_root)?;
    let site = super::Site::from_files(files.clone())?;
    if site.built_addresses().is_empty() {
        return Err(format!(
            "{} has no built site (pkg/tableside.*): run make build",
            site_root.display()
        ));
    }
    let me = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let executable = std::fs::read(&me).map_err(|e| format!("{}: {e}", me.display()))?;
    let bundled = append(&executable, &files);
    // Written beside and renamed: a running copy of OUT is never half-replaced.
    let partial = out.with_extension("partial");
    std::fs::write(&partial, &bundled).map_err(|e| format!("{}: {e}", partial.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&partial, std::fs::Permissions::from_mode(0o755))
            .map_err(|e| e.to_string())?;
    }
    std::fs::rename(&partial, out).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(format!(
        "{}: the server with {} site files ({} bytes) inside",
        out.display(),
        files.len(),
        bundled.len() - executable.len() + carried_len(&executable)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files() -> Vec<(String, Vec<u8>)> {
        vec![
            (
                "pkg/tableside.a.wasm".to_owned(),
                vec![0, 97, 115, 109, 255],
            ),
            ("favicon.svg".to_owned(), b"<svg/>".to_vec()),
            ("empty".to_owned(), Vec::new()),
        ]
    }

    fn written(bytes: &[u8]) -> std::path::PathBuf {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("tableside-bundle-{}-{n}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        path
    }

    #[test]
    fn files_appended_to_an_executable_read_back_the_same() {
        let executable = b"\x7fELF pretend program".to_vec();
        let path = written(&append(&executable, &files()));
        assert_eq!(carried(&path).unwrap(), Some(files()));
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn bundling_again_replaces_the_site_rather_than_adding_a_second() {
        let executable = b"program".to_vec();
        let once = append(&executable, &files());
        let twice = append(&once, &files()[..1]);
        assert_eq!(twice.len(), append(&executable, &files()[..1]).len());
        let path = written(&twice);
        assert_eq!(carried(&path).unwrap(), Some(files()[..1].to_vec()));
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn a_plain_executable_carries_nothing_and_a_damaged_one_says_so() {
        let plain = written(b"just a program, no site at its end");
        assert_eq!(carried(&plain).unwrap(), None);
        let mut damaged = append(b"program", &files());
        let cut = damaged.len() - TRAILER - 3;
        damaged.remove(cut);
        let path = written(&damaged);
        let error = carried(&path).unwrap_err();
        assert!(error.contains("damaged"), "{error}");
        for path in [plain, path] {
            std::fs::remove_file(path).unwrap();
        }
    }
}
