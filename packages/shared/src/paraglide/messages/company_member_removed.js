/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Member_RemovedInputs */

const en_company_member_removed = /** @type {(inputs: Company_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done: access to the company has ended.`)
};

const sw_company_member_removed = /** @type {(inputs: Company_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imekamilika: ufikiaji wa kampuni umekoma.`)
};

/**
* | output |
* | --- |
* | "Done: access to the company has ended." |
*
* @param {Company_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_member_removed = /** @type {((inputs?: Company_Member_RemovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Member_RemovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_member_removed(inputs)
	return en_company_member_removed(inputs)
});