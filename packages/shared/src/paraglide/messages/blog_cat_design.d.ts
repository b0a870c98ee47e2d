/**
* | output |
* | --- |
* | "Design" |
*
* @param {Blog_Cat_DesignInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_design: ((inputs?: Blog_Cat_DesignInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Cat_DesignInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Cat_DesignInputs = {};
