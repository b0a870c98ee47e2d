/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Intro_ApprovedInputs */

const en_list_intro_approved = /** @type {(inputs: List_Intro_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity, amenities and the map pin change at once; a new title, description, place, category, price or photo shows after an admin reviews it.`)
};

const sw_list_intro_approved = /** @type {(inputs: List_Intro_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idadi ya watu, huduma na alama ya ramani hubadilika papo hapo; kichwa, maelezo, mahali, aina, bei au picha mpya huonekana baada ya msimamizi kukagua.`)
};

/**
* | output |
* | --- |
* | "Capacity, amenities and the map pin change at once; a new title, description, place, category, price or photo shows after an admin reviews it." |
*
* @param {List_Intro_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_approved = /** @type {((inputs?: List_Intro_ApprovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Intro_ApprovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_intro_approved(inputs)
	return en_list_intro_approved(inputs)
});