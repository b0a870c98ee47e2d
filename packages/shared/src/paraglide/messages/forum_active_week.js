/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Active_WeekInputs */

const en_forum_active_week = /** @type {(inputs: Forum_Active_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active this week`)
};

const sw_forum_active_week = /** @type {(inputs: Forum_Active_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walio hai wiki hii`)
};

/**
* | output |
* | --- |
* | "Active this week" |
*
* @param {Forum_Active_WeekInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_active_week = /** @type {((inputs?: Forum_Active_WeekInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Active_WeekInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_active_week(inputs)
	return en_forum_active_week(inputs)
});