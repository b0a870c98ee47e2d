/**
* | output |
* | --- |
* | "Get the newsletter" |
*
* @param {Blog_NewsletterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_newsletter: ((inputs?: Blog_NewsletterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_NewsletterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_NewsletterInputs = {};
