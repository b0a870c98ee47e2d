/**
* | output |
* | --- |
* | "Write 10 to {forum_body_max} characters." |
*
* @param {Forum_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_body: ((inputs: Forum_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_BodyInputs = {
    forum_body_max: NonNullable<unknown>;
};
