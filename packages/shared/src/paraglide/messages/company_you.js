/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_YouInputs */

const en_company_you = /** @type {(inputs: Company_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you`)
};

const sw_company_you = /** @type {(inputs: Company_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wewe`)
};

/**
* | output |
* | --- |
* | "you" |
*
* @param {Company_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_you = /** @type {((inputs?: Company_YouInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_YouInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_you(inputs)
	return en_company_you(inputs)
});