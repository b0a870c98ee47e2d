/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Privacy_Settle_Upcoming_GuestsInputs */

const en_privacy_settle_upcoming_guests = /** @type {(inputs: Privacy_Settle_Upcoming_GuestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A guest has 1 upcoming booking at your spaces: it takes place or is cancelled first.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Guests have ${i?.count} upcoming bookings at your spaces: they take place or are cancelled first.`);
	return /** @type {LocalizedString} */ ("privacy_settle_upcoming_guests");
};

const sw_privacy_settle_upcoming_guests = /** @type {(inputs: Privacy_Settle_Upcoming_GuestsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mgeni ana nafasi 1 iliyohifadhiwa ijayo katika nafasi zako: ifanyike au ighairiwe kwanza.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Wageni wana nafasi ${i?.count} zilizohifadhiwa zijazo katika nafasi zako: zifanyike au zighairiwe kwanza.`);
	return /** @type {LocalizedString} */ ("privacy_settle_upcoming_guests");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A guest has 1 upcoming booking at your spaces: it takes place or is cancelled first." |
* | "other" | "Guests have {count} upcoming bookings at your spaces: they take place or are cancelled first." |
*
* @param {Privacy_Settle_Upcoming_GuestsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_upcoming_guests = /** @type {((inputs: Privacy_Settle_Upcoming_GuestsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Settle_Upcoming_GuestsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_settle_upcoming_guests(inputs)
	return en_privacy_settle_upcoming_guests(inputs)
});