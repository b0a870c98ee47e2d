/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 like" |
* | "other" | "{count} likes" |
*
* @param {Forum_LikesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_likes: ((inputs: Forum_LikesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_LikesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_LikesInputs = {
    count: NonNullable<unknown>;
};
