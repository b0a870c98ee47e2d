/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_EventsInputs */

const en_forum_cat_events = /** @type {(inputs: Forum_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events & Meetups`)
};

const sw_forum_cat_events = /** @type {(inputs: Forum_Cat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio na Mikutano`)
};

/**
* | output |
* | --- |
* | "Events & Meetups" |
*
* @param {Forum_Cat_EventsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_events = /** @type {((inputs?: Forum_Cat_EventsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_EventsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_events(inputs)
	return en_forum_cat_events(inputs)
});