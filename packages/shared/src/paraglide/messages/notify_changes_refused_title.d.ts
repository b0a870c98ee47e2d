/**
* | output |
* | --- |
* | "Your changes to {space} were not accepted" |
*
* @param {Notify_Changes_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_changes_refused_title: ((inputs: Notify_Changes_Refused_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Changes_Refused_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Changes_Refused_TitleInputs = {
    space: NonNullable<unknown>;
};
