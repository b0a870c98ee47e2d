/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Only_ModeratorInputs */

const en_meeting_only_moderator = /** @type {(inputs: Meeting_Only_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host of this room (for a space: its owner) or an admin can do that.`)
};

const sw_meeting_only_moderator = /** @type {(inputs: Meeting_Only_ModeratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji wa chumba hiki tu (kwa eneo: mmiliki wake) au msimamizi ndiye anayeweza kufanya hivyo.`)
};

/**
* | output |
* | --- |
* | "Only the host of this room (for a space: its owner) or an admin can do that." |
*
* @param {Meeting_Only_ModeratorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_only_moderator = /** @type {((inputs?: Meeting_Only_ModeratorInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Only_ModeratorInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_only_moderator(inputs)
	return en_meeting_only_moderator(inputs)
});