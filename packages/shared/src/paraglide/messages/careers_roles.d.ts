/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 role open now." |
* | "other" | "{count} roles open now." |
*
* @param {Careers_RolesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_roles: ((inputs: Careers_RolesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_RolesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_RolesInputs = {
    count: NonNullable<unknown>;
};
