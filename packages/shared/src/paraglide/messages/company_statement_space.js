/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Statement_SpaceInputs */

const en_company_statement_space = /** @type {(inputs: Company_Statement_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space and time`)
};

const sw_company_statement_space = /** @type {(inputs: Company_Statement_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi na muda`)
};

/**
* | output |
* | --- |
* | "Space and time" |
*
* @param {Company_Statement_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_statement_space = /** @type {((inputs?: Company_Statement_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Statement_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_statement_space(inputs)
	return en_company_statement_space(inputs)
});