/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 reply" |
* | "other" | "{count} replies" |
*
* @param {Forum_RepliesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_replies: ((inputs: Forum_RepliesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_RepliesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_RepliesInputs = {
    count: NonNullable<unknown>;
};
