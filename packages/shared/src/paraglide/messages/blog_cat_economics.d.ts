/**
* | output |
* | --- |
* | "Economics" |
*
* @param {Blog_Cat_EconomicsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_economics: ((inputs?: Blog_Cat_EconomicsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Cat_EconomicsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Cat_EconomicsInputs = {};
