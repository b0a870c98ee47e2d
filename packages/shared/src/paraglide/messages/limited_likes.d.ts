/**
* | output |
* | --- |
* | "likes" |
*
* @param {Limited_LikesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_likes: ((inputs?: Limited_LikesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_LikesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_LikesInputs = {};
