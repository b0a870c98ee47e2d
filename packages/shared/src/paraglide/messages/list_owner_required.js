/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Owner_RequiredInputs */

const en_list_owner_required = /** @type {(inputs: List_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner Account Required`)
};

const sw_list_owner_required = /** @type {(inputs: List_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unahitaji Akaunti ya Mmiliki`)
};

/**
* | output |
* | --- |
* | "Owner Account Required" |
*
* @param {List_Owner_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_owner_required = /** @type {((inputs?: List_Owner_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Owner_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_owner_required(inputs)
	return en_list_owner_required(inputs)
});