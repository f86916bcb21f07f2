//! The browser client, served on the WebSocket's port: `web/` is built (by `web/build.sh`)
//! into `web-dist/`, which is committed and embedded here, so `cargo build` alone makes a
//! server that is also a Camelot site. `/` is the page for a browser and the socket for a
//! WebSocket upgrade (net.rs), so clients of `ws://HOST:PORT/` keep working.

use axum::http::header::{
    ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE, HeaderMap, VARY,
};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use include_dir::{Dir, include_dir};

static DIST: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/web-dist");

/// The page itself, for `/`.
pub fn index(headers: &HeaderMap) -> Response {
    file_at("index.html", headers)
}

/// Any other path: a file of the built client, or 404.
pub async fn file(uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    file_at(if path.is_empty() { "index.html" } else { path }, &headers)
}

fn file_at(path: &str, headers: &HeaderMap) -> Response {
    let Some(plain) = DIST.get_file(path) else {
        return (StatusCode::NOT_FOUND, "no such page").into_response();
    };
    let mime = mime_guess::from_path(path).first_or_text_plain();
    let content_type = if mime.type_() == "text" || mime.subtype() == "javascript" {
        format!("{mime}; charset=utf-8")
    } else {
        mime.to_string()
    };
    // Hashed names never change content; the page and the language files may.
    let cache = if path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let gzip = accepts_gzip(headers)
        .then(|| DIST.get_file(format!("{path}.gz")))
        .flatten();
    let mut response = (
        [(CONTENT_TYPE, content_type), (CACHE_CONTROL, cache.into())],
        gzip.unwrap_or(plain).contents(),
    )
        .into_response();
    let h = response.headers_mut();
    h.insert(VARY, ACCEPT_ENCODING.into());
    if gzip.is_some() {
        h.insert(
            CONTENT_ENCODING,
            "gzip".parse().expect("a valid header value"),
        );
    }
    response
}

fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| coding.split(';').next().is_some_and(|c| c.trim() == "gzip"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_embedded_and_typed() {
        let r = index(&HeaderMap::new());
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(r.headers()[CONTENT_TYPE], "text/html; charset=utf-8");
        assert!(r.headers().get(CONTENT_ENCODING).is_none());
        let r = file_at("no/such/file.js", &HeaderMap::new());
        assert_eq!(r.status(), StatusCode::NOT_FOUND);
    }

    #[test]
    fn gzip_goes_only_to_browsers_that_take_it() {
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT_ENCODING, "br, gzip;q=0.9".parse().unwrap());
        assert!(accepts_gzip(&headers));
        let r = index(&headers);
        assert_eq!(r.headers()[CONTENT_ENCODING], "gzip");
        headers.insert(ACCEPT_ENCODING, "gzipx, br".parse().unwrap());
        assert!(!accepts_gzip(&headers));
    }
}
