/**
* | output |
* | --- |
* | "Community" |
*
* @param {Blog_Cat_CommunityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const blog_cat_community: ((inputs?: Blog_Cat_CommunityInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Cat_CommunityInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Cat_CommunityInputs = {};
