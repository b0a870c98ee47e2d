/**
* | output |
* | --- |
* | "Your post" |
*
* @param {Forum_Your_PostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_your_post: ((inputs?: Forum_Your_PostInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Your_PostInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Your_PostInputs = {};
