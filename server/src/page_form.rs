//! A page's form post read as its typed fields: the pages' counterpart of the
//! API's `ApiJson`. A body that is too large or does not read as the form's
//! fields is refused before the handler runs, with a page a person can read
//! in both languages (as the rate limit's pages are), never the API's JSON.

use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::de::DeserializeOwned;

/// The form's fields (`application/x-www-form-urlencoded`), read as `T`.
pub struct PageForm<T>(pub T);

/// Why a form was not read: its body too large (413) or not the form's (400).
#[derive(Debug)]
pub struct FormRefused(StatusCode);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for PageForm<T> {
    type Rejection = FormRefused;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let body = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| FormRefused(rejection.status()))?;
        serde_urlencoded::from_bytes(&body)
            .map(PageForm)
            .map_err(|_| FormRefused(StatusCode::BAD_REQUEST))
    }
}

impl IntoResponse for FormRefused {
    fn into_response(self) -> Response {
        let page = match self.0 {
            StatusCode::PAYLOAD_TOO_LARGE => TOO_LARGE_PAGE,
            _ => UNREADABLE_PAGE,
        };
        crate::headers::said_as_page(self.0.into_response(), page)
    }
}

const UNREADABLE_PAGE: &str = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>Tableside</title></head><body>\
<h1>The form could not be read</h1><p>Nothing was changed: go back, reload the page \
and try again.</p>\
<p lang=\"zh-TW\">無法讀取這個表單。這次沒有變更任何內容：請返回、重新整理頁面後再試。</p>\
<p><a href=\"/\">Tableside</a></p></body></html>";

const TOO_LARGE_PAGE: &str = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>Tableside</title></head><body>\
<h1>The form is too large</h1><p>Nothing was changed: shorten what was typed and \
try again.</p>\
<p lang=\"zh-TW\">表單內容太多。這次沒有變更任何內容：請縮短輸入的內容後再試。</p>\
<p><a href=\"/\">Tableside</a></p></body></html>";

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    struct Rename {
        name: String,
    }

    async fn read(body: &'static str) -> Result<PageForm<Rename>, FormRefused> {
        let request = Request::builder()
            .method("POST")
            .header("content-type", "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .unwrap();
        PageForm::<Rename>::from_request(request, &()).await
    }

    #[tokio::test]
    async fn a_form_is_read_as_its_fields_or_refused_in_both_languages() {
        let PageForm(form) = read("name=Ann%20%26%20Bo").await.unwrap();
        assert_eq!(
            form,
            Rename {
                name: "Ann & Bo".into()
            }
        );
        let refused = read("nom=Ann").await.err().unwrap().into_response();
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
        let page = axum::body::to_bytes(refused.into_body(), 10_000)
            .await
            .unwrap();
        let page = String::from_utf8(page.to_vec()).unwrap();
        assert!(page.contains("The form could not be read"), "{page}");
        assert!(page.contains("無法讀取這個表單"), "{page}");
    }
}
