/**
* | output |
* | --- |
* | "The host accepted your request for {space}" |
*
* @param {Notify_Accepted_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_accepted_title: ((inputs: Notify_Accepted_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Accepted_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Accepted_TitleInputs = {
    space: NonNullable<unknown>;
};
