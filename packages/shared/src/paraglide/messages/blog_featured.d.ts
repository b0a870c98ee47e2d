/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Blog_FeaturedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_featured: ((inputs?: Blog_FeaturedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_FeaturedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_FeaturedInputs = {};
