/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Cat_CommunityInputs */

const en_event_cat_community = /** @type {(inputs: Event_Cat_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const sw_event_cat_community = /** @type {(inputs: Event_Cat_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumuiya`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Event_Cat_CommunityInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_community = /** @type {((inputs?: Event_Cat_CommunityInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Cat_CommunityInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_cat_community(inputs)
	return en_event_cat_community(inputs)
});