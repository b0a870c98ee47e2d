/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Fact_MembersInputs */

const en_press_fact_members = /** @type {(inputs: Press_Fact_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const sw_press_fact_members = /** @type {(inputs: Press_Fact_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanachama`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Press_Fact_MembersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_fact_members = /** @type {((inputs?: Press_Fact_MembersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Fact_MembersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_fact_members(inputs)
	return en_press_fact_members(inputs)
});