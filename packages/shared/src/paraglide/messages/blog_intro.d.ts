/**
* | output |
* | --- |
* | "Ideas on work, events and creative spaces in Kenya, and practical guides for guests and owners." |
*
* @param {Blog_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_intro: ((inputs?: Blog_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_IntroInputs = {};
