/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Last_AdminInputs */

const en_company_last_admin = /** @type {(inputs: Company_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A company needs at least one admin: make someone else an admin first.`)
};

const sw_company_last_admin = /** @type {(inputs: Company_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kampuni inahitaji angalau msimamizi mmoja: mfanye mtu mwingine msimamizi kwanza.`)
};

/**
* | output |
* | --- |
* | "A company needs at least one admin: make someone else an admin first." |
*
* @param {Company_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_last_admin = /** @type {((inputs?: Company_Last_AdminInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Last_AdminInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_last_admin(inputs)
	return en_company_last_admin(inputs)
});