/**
* | output |
* | --- |
* | "New spaces, events and guides, once a month. No spam; unsubscribe any time." |
*
* @param {Blog_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_newsletter_text: ((inputs?: Blog_Newsletter_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Newsletter_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Newsletter_TextInputs = {};
