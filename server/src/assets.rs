//! The compiled site (`/pkg`: JS, wasm, CSS), served from the files the build
//! precompressed, and cached for a year when their names carry their hashes.

use axum::{
    http::{header, HeaderValue, StatusCode},
    middleware::map_response,
    response::Response,
    Router,
};
use leptos::prelude::LeptosOptions;
use tower_http::services::ServeDir;

pub fn compiled_site(options: &LeptosOptions) -> Router {
    let dir = std::path::Path::new(&*options.site_root).join(&*options.site_pkg_dir);
    let files = ServeDir::new(dir).precompressed_br().precompressed_gzip();
    let hashed = options.hash_files;
    Router::new()
        .fallback_service(files)
        .layer(map_response(move |response: Response| {
            cache_for(hashed, response)
        }))
}

/// A hashed name changes with its content, so the file can be cached forever;
/// without hashes (a development build) browsers must check back every time.
async fn cache_for(hashed: bool, mut response: Response) -> Response {
    let value = if hashed && response.status() == StatusCode::OK {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    response
}
