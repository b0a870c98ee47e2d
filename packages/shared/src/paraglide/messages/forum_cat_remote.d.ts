/**
* | output |
* | --- |
* | "Remote Work" |
*
* @param {Forum_Cat_RemoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_remote: ((inputs?: Forum_Cat_RemoteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_RemoteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_RemoteInputs = {};
