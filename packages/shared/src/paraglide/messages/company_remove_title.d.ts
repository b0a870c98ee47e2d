/**
* | output |
* | --- |
* | "Remove {name} from the company?" |
*
* @param {Company_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_remove_title: ((inputs: Company_Remove_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Remove_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
