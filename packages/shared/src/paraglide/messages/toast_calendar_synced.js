/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Toast_Calendar_SyncedInputs */

const en_toast_calendar_synced = /** @type {(inputs: Toast_Calendar_SyncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Synced: 1 busy time.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Synced: ${i?.count} busy times.`);
	return /** @type {LocalizedString} */ ("toast_calendar_synced");
};

const sw_toast_calendar_synced = /** @type {(inputs: Toast_Calendar_SyncedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("sw", i?.count, {});return /** @type {LocalizedString} */ (`Imesawazishwa: nyakati ${i?.count} zenye shughuli.`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Synced: 1 busy time." |
* | "other" | "Synced: {count} busy times." |
*
* @param {Toast_Calendar_SyncedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_calendar_synced = /** @type {((inputs: Toast_Calendar_SyncedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Calendar_SyncedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_calendar_synced(inputs)
	return en_toast_calendar_synced(inputs)
});