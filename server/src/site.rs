//! The site's files — the compiled `/pkg` JS, wasm and CSS, the icons and manifest,
//! and the scripts of offline.rs — held in memory, each ready in every encoding it
//! is sent in, and answered with an `ETag` (a `304` for a browser that has it).
//!
//! They are read once at start-up: from the binary itself when `make build`
//! bundled the site into it (one file to deploy, see bundle.rs), else from the
//! site directory. Served ahead of every other route: a file costs a map lookup.

pub mod bundle;

use crate::headers::accepts_encoding;
use axum::{
    body::Body,
    extract::{Request, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    middleware::Next,
    response::Response,
};
use bytes::Bytes;
use std::{
    collections::HashMap,
    hash::{DefaultHasher, Hash, Hasher},
    path::Path,
    sync::Arc,
};

/// The three files the build makes, named `pkg/tableside.<hash>.{js,wasm,css}`.
const BUILT_KINDS: [&str; 3] = ["js", "wasm", "css"];

/// Below this a compressed copy is not worth keeping (it would save too little).
const WORTH_COMPRESSING: f64 = 0.9;

/// One address's file, in each encoding the site has it in.
struct SiteFile {
    identity: Variant,
    brotli: Option<Variant>,
    gzip: Option<Variant>,
    /// The tag of its content, the same for every encoding of it.
    tag: u64,
}

/// One encoding of a file: its body and the headers that go with it.
struct Variant {
    body: Bytes,
    headers: HeaderMap,
}

/// Files as (path relative to the site root, with `/`; bytes).
pub type Files = Vec<(String, Vec<u8>)>;

/// How long a browser may keep a file without asking again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Caching {
    /// Named by its content (the built files): kept for a year.
    Immutable,
    /// Asked for again each time; the `ETag` makes the answer a small `304`.
    Revalidate,
}

/// A file before it is served: its address, bytes and precompressed copies.
struct Loose {
    body: Vec<u8>,
    brotli: Option<Vec<u8>>,
    gzip: Option<Vec<u8>>,
}

pub struct Site {
    files: HashMap<String, SiteFile>,
    /// What the pages name the built files by (Leptos's `output_name`):
    /// `tableside.<digest of the three>`, or plain `tableside` without a build.
    stem: String,
    built: Vec<String>,
    /// Every other file named by its content: its plain address (as the
    /// build writes it) to the address it is served at (`app::assets`).
    names: HashMap<String, String>,
}

impl Site {
    /// A site with no files (pages still render; they load no scripts).
    pub fn empty() -> Site {
        Site::from_files(Vec::new()).expect("an empty site is a site")
    }

    /// The site to serve, and where it came from (for the start-up line): the
    /// directory `root` when one is named, else the site this binary carries,
    /// else the default directory.
    pub fn load(root: Option<&str>) -> Result<(Site, String), String> {
        let from_dir = |root: &str| {
            Site::from_dir(Path::new(root)).map(|site| (site, format!("the site in {root}")))
        };
        if let Some(root) = root {
            return from_dir(root);
        }
        let me =
            std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
        match bundle::carried(&me)? {
            Some(files) => Ok((
                Site::from_files(files)?,
                "the site inside the binary".to_owned(),
            )),
            None => from_dir(crate::config::DEFAULT_SITE_ROOT),
        }
    }

    /// Reads every file under `root` (a missing directory is an empty site).
    pub fn from_dir(root: &Path) -> Result<Site, String> {
        Site::from_files(read_tree(root)?)
    }

    /// The site from files as `(path relative to the site root, bytes)`. A
    /// `name.br` or `name.gz` beside `name` is its precompressed copy; TypeScript
    /// declarations are left out. Files without a compressed copy are compressed
    /// here, once.
    pub fn from_files(files: Files) -> Result<Site, String> {
        let mut names: HashMap<String, Vec<u8>> = files.into_iter().collect();
        let encoded = |names: &mut HashMap<String, Vec<u8>>, path: &str, ext: &str| {
            names.remove(&format!("{path}.{ext}"))
        };
        let mut bases: Vec<String> = names
            .keys()
            .filter(|path| !path.ends_with(".ts"))
            .filter(|path| {
                let base = path
                    .strip_suffix(".br")
                    .or_else(|| path.strip_suffix(".gz"));
                !base.is_some_and(|base| names.contains_key(base))
            })
            .cloned()
            .collect();
        bases.sort();
        let mut loose: Vec<(String, Loose)> = Vec::new();
        for path in bases {
            let brotli = encoded(&mut names, &path, "br");
            let gzip = encoded(&mut names, &path, "gz");
            let body = names.remove(&path).unwrap_or_default();
            loose.push((path, Loose { body, brotli, gzip }));
        }

        let built = built_files(&loose)?;
        let stem = match &built {
            Some(files) => {
                let mut digest = DefaultHasher::new();
                for index in files {
                    loose[*index].1.body.hash(&mut digest);
                }
                format!("{}.{:016x}", crate::config::OUTPUT_NAME, digest.finish())
            }
            None => crate::config::OUTPUT_NAME.to_owned(),
        };
        let mut site = Site {
            files: HashMap::new(),
            stem,
            built: Vec::new(),
            names: HashMap::new(),
        };
        let built = built.unwrap_or_default();
        let mut manifest = None;
        let policy = crate::headers::STRICT_POLICY;
        for (index, (path, file)) in loose.into_iter().enumerate() {
            if let Some(kind) = built.iter().position(|&i| i == index) {
                let address = site.built_address(BUILT_KINDS[kind]);
                site.built.push(address.clone());
                site.insert(address, file, Caching::Immutable, policy);
            } else if format!("/{path}") == app::assets::MANIFEST {
                manifest = Some(file);
            } else {
                site.insert_named(format!("/{path}"), file, policy);
            }
        }
        // The manifest names the icons: by their new names, so it comes last.
        if let Some(file) = manifest {
            let body = manifest_naming_icons(&file.body, &site.names)?;
            let file = Loose {
                body,
                brotli: None,
                gzip: None,
            };
            site.insert_named(app::assets::MANIFEST.to_owned(), file, policy);
        }
        site.built.sort();
        Ok(site)
    }

    /// Adds a file made by the server itself (a script), compressed here.
    pub fn insert_generated(&mut self, address: &str, body: String, policy: &'static str) {
        let file = Loose {
            body: body.into_bytes(),
            brotli: None,
            gzip: None,
        };
        self.insert_named(address.to_owned(), file, policy);
    }

    /// Adds the file built as `plain`: at an address made from its content,
    /// cached for a year, unless it keeps its address (`app::assets`).
    fn insert_named(&mut self, plain: String, file: Loose, policy: &'static str) {
        if app::assets::keeps_its_address(&plain) {
            self.insert(plain, file, Caching::Revalidate, policy);
            return;
        }
        let address = app::assets::content_address(&plain, digest(&file.body));
        self.names.insert(plain, address.clone());
        self.insert(address, file, Caching::Immutable, policy);
    }

    fn insert(&mut self, address: String, file: Loose, caching: Caching, policy: &'static str) {
        let kind = content_type(&address);
        let brotli = file.brotli.or_else(|| {
            compressible(kind)
                .then(|| compress(&file.body))
                .filter(|small| (small.len() as f64) < file.body.len() as f64 * WORTH_COMPRESSING)
        });
        let tag = digest(&file.body);
        let encoded = brotli.is_some() || file.gzip.is_some();
        let variant = |body: Vec<u8>, encoding: Option<&'static str>| {
            let mut headers = HeaderMap::new();
            let suffix = encoding.map(|e| format!("-{e}")).unwrap_or_default();
            let etag = format!("\"{tag:016x}{suffix}\"");
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
            headers.insert(header::CACHE_CONTROL, cache_control(caching));
            headers.insert(header::ETAG, HeaderValue::from_str(&etag).expect("hex"));
            if encoded {
                headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            }
            if let Some(encoding) = encoding {
                headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
            }
            headers.insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(policy),
            );
            crate::headers::add_security_headers(&mut headers);
            Variant {
                body: Bytes::from(body),
                headers,
            }
        };
        let file = SiteFile {
            brotli: brotli.map(|body| variant(body, Some("br"))),
            gzip: file.gzip.map(|body| variant(body, Some("gzip"))),
            identity: variant(file.body, None),
            tag,
        };
        self.files.insert(address, file);
    }

    /// Leptos's `output_name`: the stem of the built files' addresses.
    pub fn stem(&self) -> &str {
        &self.stem
    }

    /// The built files' addresses, as the pages name them (sorted).
    pub fn built_addresses(&self) -> &[String] {
        &self.built
    }

    /// What the pages call the site's files (`app::assets`).
    pub fn asset_names(&self) -> app::assets::AssetNames {
        app::assets::AssetNames::new(self.names.clone())
    }

    /// The address the file built as `plain` is served at, if the site has it.
    pub fn address_of(&self, plain: &str) -> Option<String> {
        let address = self.names.get(plain).map_or(plain, String::as_str);
        self.files.contains_key(address).then(|| address.to_owned())
    }

    /// Whether the file at `address` is named by its content (and cached a year).
    pub fn is_named_by_content(&self, address: &str) -> bool {
        self.built.iter().any(|built| built == address)
            || self.names.values().any(|named| named == address)
    }

    /// The tag of the file at `address`, if the site has one.
    pub fn tag(&self, address: &str) -> Option<u64> {
        self.files.get(address).map(|file| file.tag)
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The address a page loads a built file from. Leptos names the wasm
    /// `<output_name>.wasm` when cargo-leptos built the server (it sets
    /// `LEPTOS_OUTPUT_NAME`) and `<output_name>_bg.wasm` otherwise (tests).
    fn built_address(&self, kind: &str) -> String {
        let suffix = if kind == "wasm" && option_env!("LEPTOS_OUTPUT_NAME").is_none() {
            "_bg"
        } else {
            ""
        };
        format!("/pkg/{}{suffix}.{kind}", self.stem)
    }

    /// The answer for `request`, if it asks for one of the site's files.
    fn answer(&self, request: &Request) -> Option<Response> {
        if request.method() != Method::GET && request.method() != Method::HEAD {
            return None;
        }
        let file = self.files.get(request.uri().path())?;
        let asked = request.headers();
        let variant = match (
            accepts_encoding(asked, "br"),
            accepts_encoding(asked, "gzip"),
        ) {
            (true, _) if file.brotli.is_some() => file.brotli.as_ref(),
            (_, true) if file.gzip.is_some() => file.gzip.as_ref(),
            _ => None,
        }
        .unwrap_or(&file.identity);
        let mut response = Response::new(Body::empty());
        if already_has(asked, file) {
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            let headers = response.headers_mut();
            for name in [header::ETAG, header::CACHE_CONTROL, header::VARY] {
                if let Some(value) = variant.headers.get(&name) {
                    headers.insert(name, value.clone());
                }
            }
            return Some(response);
        }
        *response.headers_mut() = variant.headers.clone();
        response.headers_mut().insert(
            header::CONTENT_LENGTH,
            HeaderValue::from(variant.body.len()),
        );
        if request.method() == Method::GET {
            *response.body_mut() = Body::from(variant.body.clone());
        }
        Some(response)
    }
}

/// The digest a file is tagged and named by.
fn digest(body: &[u8]) -> u64 {
    let mut digest = DefaultHasher::new();
    body.hash(&mut digest);
    digest.finish()
}

/// The manifest with its icons named as the site serves them (a manifest
/// that is not JSON is a broken build).
fn manifest_naming_icons(body: &[u8], names: &HashMap<String, String>) -> Result<Vec<u8>, String> {
    use serde_json::Value;
    let mut manifest: Value = serde_json::from_slice(body)
        .map_err(|e| format!("the site's manifest.webmanifest is not JSON: {e}"))?;
    let icons = manifest.get_mut("icons").and_then(Value::as_array_mut);
    for icon in icons.into_iter().flatten() {
        let Some(src) = icon.get_mut("src") else {
            continue;
        };
        if let Some(named) = src.as_str().and_then(|plain| names.get(plain)) {
            *src = Value::String(named.clone());
        }
    }
    serde_json::to_vec_pretty(&manifest).map_err(|e| format!("cannot write the manifest: {e}"))
}

/// The middleware: a site file is answered here, anything else goes on.
pub async fn serve_files(State(site): State<Arc<Site>>, request: Request, next: Next) -> Response {
    match site.answer(&request) {
        Some(response) => {
            // Tens of thousands a second under load: logged only when asked
            // for, and without a request id (a disabled line costs nothing).
            tracing::debug!(
                target: crate::logging::REQUEST_TARGET,
                path = request.uri().path(),
                status = response.status().as_u16(),
                "site file"
            );
            response
        }
        None => next.run(request).await,
    }
}

/// Whether `If-None-Match` names this file's content (in any encoding: the
/// bytes a browser decoded are the same).
fn already_has(asked: &HeaderMap, file: &SiteFile) -> bool {
    let ours = format!("{:016x}", file.tag);
    asked
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|tag| tag.trim().trim_start_matches("W/").trim_matches('"'))
        .any(|tag| {
            tag == "*"
                || tag
                    .strip_prefix(ours.as_str())
                    .is_some_and(|rest| ["", "-br", "-gzip"].contains(&rest))
        })
}

fn cache_control(caching: Caching) -> HeaderValue {
    HeaderValue::from_static(match caching {
        Caching::Immutable => "public, max-age=31536000, immutable",
        Caching::Revalidate => "no-cache",
    })
}

/// The indexes of the built JS, wasm and CSS among `files`, in that order, or
/// `None` when the site has no build. Two of one kind (an old build left
/// beside a new one) cannot be told apart, so that is refused.
fn built_files(files: &[(String, Loose)]) -> Result<Option<Vec<usize>>, String> {
    let prefix = format!("pkg/{}", crate::config::OUTPUT_NAME);
    let mut found = Vec::new();
    for kind in BUILT_KINDS {
        let of_kind: Vec<usize> = files
            .iter()
            .enumerate()
            .filter(|(_, (path, _))| {
                path.starts_with(&prefix) && path.ends_with(&format!(".{kind}"))
            })
            .map(|(index, _)| index)
            .collect();
        match of_kind.as_slice() {
            [] => {}
            [one] => found.push(*one),
            several => {
                let names: Vec<&str> = several.iter().map(|&i| files[i].0.as_str()).collect();
                return Err(format!(
                    "the site has several built .{kind} files ({}): build it again from clean",
                    names.join(", ")
                ));
            }
        }
    }
    match found.len() {
        0 => Ok(None),
        3 => Ok(Some(found)),
        _ => Err(format!(
            "the site's pkg/ lacks one of {prefix}.*.{{js,wasm,css}}: build it again"
        )),
    }
}

/// Every file under `root`, as (path relative to it with `/`, bytes).
pub fn read_tree(root: &Path) -> Result<Files, String> {
    let mut files = Vec::new();
    if root.is_dir() {
        walk(root, "", &mut files)?;
    }
    Ok(files)
}

fn walk(dir: &Path, prefix: &str, files: &mut Files) -> Result<(), String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        let path = entry.path();
        let relative = format!("{prefix}{name}");
        if path.is_dir() {
            walk(&path, &format!("{relative}/"), files)?;
        } else {
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            files.push((relative, bytes));
        }
    }
    Ok(())
}

fn content_type(address: &str) -> &'static str {
    let extension = address.rsplit('.').next().unwrap_or("");
    match extension {
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "webmanifest" => "application/manifest+json",
        "json" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// Images and fonts are compressed already.
fn compressible(kind: &str) -> bool {
    !(kind.starts_with("image/png") || kind == "image/x-icon" || kind.starts_with("font/"))
}

/// Brotli at its best quality: done once per file, at start-up.
fn compress(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &body[..], &mut out, &params)
        .expect("compressing memory cannot fail");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(list: &[(&str, &str)]) -> Vec<(String, Vec<u8>)> {
        list.iter()
            .map(|(path, body)| (path.to_string(), body.as_bytes().to_vec()))
            .collect()
    }

    fn built(js: &str) -> Vec<(String, Vec<u8>)> {
        files(&[
            ("pkg/tableside.aa.js", js),
            ("pkg/tableside.aa.js.br", "js in brotli"),
            ("pkg/tableside.bb.wasm", "wasm"),
            ("pkg/tableside.cc.css", "css"),
            ("pkg/tableside.d.dd.ts", "types"),
            ("favicon.svg", &"<svg></svg>".repeat(40)),
            ("icons/icon-192.png", "png"),
        ])
    }

    #[test]
    fn the_built_files_share_one_stem_named_by_their_content() {
        let site = Site::from_files(built("js")).unwrap();
        let again = Site::from_files(built("js")).unwrap();
        let changed = Site::from_files(built("new js")).unwrap();
        assert!(site.stem().starts_with("tableside."));
        assert_eq!(site.stem(), again.stem());
        assert_ne!(site.stem(), changed.stem());
        let stem = site.stem();
        let wasm = if option_env!("LEPTOS_OUTPUT_NAME").is_some() {
            ""
        } else {
            "_bg"
        };
        assert_eq!(
            site.built_addresses(),
            [
                format!("/pkg/{stem}.css"),
                format!("/pkg/{stem}.js"),
                format!("/pkg/{stem}{wasm}.wasm")
            ]
        );
        // The other files are named by their content; declarations and
        // copies are not served.
        let favicon = site.address_of("/favicon.svg").unwrap();
        assert!(favicon.starts_with("/favicon.") && favicon.ends_with(".svg"));
        assert_eq!(favicon.len(), "/favicon.".len() + 16 + ".svg".len());
        assert!(site.tag("/favicon.svg").is_none() && site.tag(&favicon).is_some());
        let icon = site.address_of("/icons/icon-192.png").unwrap();
        assert!(icon.starts_with("/icons/icon-192.") && icon.ends_with(".png"));
        assert_eq!(site.asset_names().of("/icons/icon-192.png"), icon);
        assert_eq!(site.len(), 5);
    }

    fn asked(site: &Site, address: &str) -> Option<Response> {
        let request = Request::builder().uri(address).body(Body::empty()).unwrap();
        site.answer(&request)
    }

    #[test]
    fn a_file_named_by_its_content_is_cached_for_a_year_and_renamed_when_it_changes() {
        let one = Site::from_files(files(&[("icons/a.png", "one")])).unwrap();
        let two = Site::from_files(files(&[("icons/a.png", "two")])).unwrap();
        let named = one.address_of("/icons/a.png").unwrap();
        assert_ne!(Some(named.clone()), two.address_of("/icons/a.png"));
        let answer = asked(&one, &named).unwrap();
        assert_eq!(
            answer.headers()[header::CACHE_CONTROL],
            "public, max-age=31536000, immutable"
        );
        assert!(asked(&one, "/icons/a.png").is_none());
    }

    #[test]
    fn the_worker_and_the_manifest_keep_their_addresses_and_the_manifest_names_the_icons() {
        let manifest = r#"{"name": "Tableside", "icons": [
            {"src": "/icons/icon-192.png", "sizes": "192x192"},
            {"src": "/elsewhere.png"}, {"sizes": "any"}]}"#;
        let mut site = Site::from_files(files(&[
            ("manifest.webmanifest", manifest),
            ("manifest.webmanifest.br", "stale"),
            ("icons/icon-192.png", "png"),
        ]))
        .unwrap();
        site.insert_generated("/sw.js", "worker".to_owned(), "default-src 'self'");
        for fixed in ["/manifest.webmanifest", "/sw.js"] {
            let answer = asked(&site, fixed).unwrap();
            assert_eq!(
                answer.headers()[header::CACHE_CONTROL],
                "no-cache",
                "{fixed}"
            );
        }
        let icon = site.address_of("/icons/icon-192.png").unwrap();
        let body = &site.files["/manifest.webmanifest"].identity.body;
        let served: serde_json::Value = serde_json::from_slice(body).unwrap();
        assert_eq!(served["icons"][0]["src"], icon.as_str());
        assert_eq!(served["icons"][1]["src"], "/elsewhere.png");
        assert_eq!(served["name"], "Tableside");
        // Its old compressed copy is not served: it would name the old icons.
        assert!(site.files["/manifest.webmanifest"]
            .brotli
            .as_ref()
            .is_none_or(|br| br.body != "stale"));
        let broken = Site::from_files(files(&[("manifest.webmanifest", "{")]));
        assert!(broken.err().unwrap().contains("not JSON"));
    }

    #[test]
    fn two_builds_side_by_side_or_a_missing_file_are_refused() {
        let mut two = built("js");
        two.extend(files(&[("pkg/tableside.ee.wasm", "older")]));
        let error = Site::from_files(two).err().unwrap();
        assert!(error.contains("several built .wasm"), "{error}");
        let lacking = files(&[("pkg/tableside.aa.js", "js")]);
        assert!(Site::from_files(lacking).is_err());
    }

    #[test]
    fn a_site_without_a_build_is_named_plainly() {
        let site = Site::from_files(files(&[("favicon.svg", "x")])).unwrap();
        assert_eq!(site.stem(), "tableside");
        assert!(site.built_addresses().is_empty());
        assert!(Site::empty().is_empty());
    }

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        let asked = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(
                header::ACCEPT_ENCODING,
                HeaderValue::from_str(value).unwrap(),
            );
            headers
        };
        assert!(accepts_encoding(&asked("gzip, deflate, br"), "br"));
        assert!(accepts_encoding(&asked("BR;q=0.5"), "br"));
        assert!(!accepts_encoding(&asked("br;q=0, gzip"), "br"));
        assert!(accepts_encoding(&asked("*"), "gzip"));
        assert!(!accepts_encoding(&asked("gzip"), "br"));
        assert!(!accepts_encoding(&HeaderMap::new(), "gzip"));
    }
}
