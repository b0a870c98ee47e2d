/**
* | output |
* | --- |
* | "Security" |
*
* @param {Blog_Cat_SecurityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_security: ((inputs?: Blog_Cat_SecurityInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Cat_SecurityInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Cat_SecurityInputs = {};
