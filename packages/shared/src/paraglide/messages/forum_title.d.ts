/**
* | output |
* | --- |
* | "Give your topic a title of 5 to {forum_title_max} characters." |
*
* @param {Forum_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_title: ((inputs: Forum_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_TitleInputs = {
    forum_title_max: NonNullable<unknown>;
};
