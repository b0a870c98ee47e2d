/**
* | output |
* | --- |
* | "{posts} posts · {members} members" |
*
* @param {Forum_CountedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_counted: ((inputs: Forum_CountedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_CountedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_CountedInputs = {
    posts: NonNullable<unknown>;
    members: NonNullable<unknown>;
};
